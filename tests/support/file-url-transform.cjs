// Jest stand-in for Vite's asset URL imports (lib/type-art.ts): the module's value is a URL naming the file, as the
// build's hashed URL would, so tests can tell which file a component shows.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/assets/${path.basename(filename)}`)};` };
  },
};
