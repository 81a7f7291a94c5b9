import { z } from "zod";

/** The answer of a 204: no body at all. */
export const noContent = z.undefined();
