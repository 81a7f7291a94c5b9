// The Content-Security-Policy's numbers.
export const contentSecurity = {
  /** Random bytes in each response's script nonce: 128 bits, so a nonce seen once is no use for guessing the next. */
  nonceBytes: 16,
} as const;
