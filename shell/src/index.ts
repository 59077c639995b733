// The shell's entry: the app (./bootstrap, with its packages) is a chunk of its own, imported here: the federation
// runtime's usual async boundary.
void import(/* webpackChunkName: "app" */ './bootstrap');
