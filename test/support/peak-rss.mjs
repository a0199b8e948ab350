// Preloaded with `node --import` by tests that bound a command's memory: on exit, the
// process's peak resident set size (kernel's maxrss, in KiB) goes to stderr on a line of its own.
process.on('exit', () => {
  process.stderr.write(`\nglp-peak-rss-kib ${process.resourceUsage().maxRSS}\n`);
});
