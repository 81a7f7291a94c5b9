// Whether an error means the database could not be reached, as opposed to a query it refused. Pure: the error
// shapes come from pg (socket errors, AggregateError for several addresses), Prisma's pg adapter (error kinds) and
// Prisma Client (P1xxx codes), each possibly wrapping the one below as its cause.

const unreachableCodes = new Set([
  // Node sockets
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
  // Prisma: can't reach, timed out, closed the connection, the pool had no connection in time
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  // PostgreSQL: shutting down, crashed, starting up, connection exceptions
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

const unreachableKinds = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

const unreachableMessages =
  /Connection terminated|connection timeout|Can't reach database server|Client has encountered a connection error/i;

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== "object" || error === null) return false;
  const fields = error as Record<string, unknown>;
  for (const key of ["code", "originalCode", "errorCode"]) {
    const value = fields[key];
    if (typeof value === "string" && unreachableCodes.has(value)) return true;
  }
  if (typeof fields.kind === "string" && unreachableKinds.has(fields.kind)) return true;
  if (fields.name === "PrismaClientInitializationError") return true;
  if (typeof fields.message === "string" && unreachableMessages.test(fields.message)) return true;
  const nested = [
    fields.cause,
    fields.meta,
    fields.driverAdapterError,
    ...(Array.isArray(fields.errors) ? fields.errors : []),
  ];
  return nested.some((inner) => isDatabaseUnreachable(inner, depth + 1));
}
