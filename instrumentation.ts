// Runs once when a server starts: validating the environment here makes a bad variable stop the start,
// naming the variable, instead of failing on some later request.
export async function register(): Promise<void> {
  await import("./lib/env");
}
