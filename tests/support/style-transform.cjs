// Jest transform of stylesheets a component imports (Vite bundles them): an empty module, so route containers can
// be rendered in tests.
module.exports = {
  process() {
    return { code: 'module.exports = {};' };
  },
};
