-- A mail is marked sending (claimed_at) before it goes out: a crash mid-send leaves a visible row, resent with
-- the same Message-ID once its claim runs out (issue 20 §7).
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;