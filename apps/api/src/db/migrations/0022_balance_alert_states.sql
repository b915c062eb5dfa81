CREATE TABLE "balance_alert_states" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_alert_states_state_check" CHECK ("balance_alert_states"."state" in ('BELOW', 'WITHIN', 'ABOVE'))
);
--> statement-breakpoint
ALTER TABLE "balance_alert_states" ADD CONSTRAINT "balance_alert_states_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;