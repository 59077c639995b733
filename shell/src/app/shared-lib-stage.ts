// The bootstrap's shared-lib step (bootstrap.tsx): the API client's modules (and with them shared-lib's packages) run
// here, in a task of their own. A static re-export, so that webpack takes only the client's module from shared-lib
// (whose modules are side-effect free): the rest of the singleton stays in the chunk the first remote loads.
export { apiClient } from 'shared-lib';
