// Part of the API's build (after swc): renders the demo gallery's scenes and writes their resized copies into
// dist/demo-gallery, so that starting the API on a new database only copies files.
const { buildDemoGallery } = require('../dist/gallery/demo-gallery.js');

buildDemoGallery().then(
  (entries) => console.log(`Demo gallery: ${entries.length} scenes in dist/demo-gallery`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
