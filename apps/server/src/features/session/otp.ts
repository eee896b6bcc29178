/** One-time codes (docs/accounts.md): how long one lives, how many guesses it takes, how long a device is trusted. */
export const OTP = { lifetimeMs: 10 * 60_000, maxAttempts: 5, trustDays: 30 } as const;
