// Leaflet's stylesheet as text (every part's webpack loads CSS as `asset/source`).
declare module 'leaflet/dist/leaflet.css' {
  const css: string;
  export default css;
}
