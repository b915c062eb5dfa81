CREATE TABLE "company_user_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"rights" jsonb,
	"account_ids" jsonb,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_user_changes_action_check" CHECK ("company_user_changes"."action" in ('INVITE', 'RIGHTS', 'ACCOUNTS', 'SUSPEND', 'REACTIVATE', 'REVOKE'))
);
--> statement-breakpoint
ALTER TABLE "company_user_changes" ADD CONSTRAINT "company_user_changes_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_user_changes" ADD CONSTRAINT "company_user_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_user_changes" ADD CONSTRAINT "company_user_changes_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_user_changes_customer_at_idx" ON "company_user_changes" USING btree ("customer_id","at");