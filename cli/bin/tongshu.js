#!/usr/bin/env node
// A reader that stops early (`tongshu house --help | head`) closes the pipe: the rest is not
// wanted, so the command ends quietly, as Unix tools do, instead of with a stack trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
require('../dist/index.js')
  .main(process.argv)
  .then((code) => {
    process.exitCode = code;
  });
