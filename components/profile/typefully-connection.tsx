import { typefullyConnection } from "@/lib/handoff/typefully/connect";

import { TypefullyConnectionForm } from "./typefully-connection-form";

/** The profile's Typefully connection, read on the server: the saved social set and the key's last four characters. */
export async function TypefullyConnection({ userId }: { userId: string }) {
  return <TypefullyConnectionForm initial={await typefullyConnection(userId)} />;
}
