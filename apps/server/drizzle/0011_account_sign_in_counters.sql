-- Sign-in counters per address (issue 20 §7): sign-in calls per minute and wrong one-time codes per hour,
-- counted in the database so that every instance sees them.
CREATE TABLE "sign_in_counters" (
	"email" text PRIMARY KEY NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	"sign_ins_since" timestamp with time zone DEFAULT now() NOT NULL,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"wrong_codes_since" timestamp with time zone DEFAULT now() NOT NULL
);
