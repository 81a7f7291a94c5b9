// Side effect: a wrong environment variable stops a script with lib/env.ts's message (it names the variable),
// not with a stack trace.
process.on("uncaughtException", (error) => {
  if (error instanceof Error && error.name === "EnvError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
