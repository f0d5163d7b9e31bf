// The one sidebar, generated from the outline (src/outline) by scripts/generate.mjs.
module.exports = require('./sidebars.json');
