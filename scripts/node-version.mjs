// Fails early when npm scripts run on a Node older than the project needs (the `node` devDependency brings 24).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(`Node ${process.versions.node} is too old: run npm install so the project's Node 24 is used.`);
  process.exit(1);
}
console.log(`node ${process.versions.node}`);
