module.exports = require('shared-lib/build/jest-web')(__dirname);
