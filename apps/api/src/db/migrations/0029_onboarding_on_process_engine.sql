ALTER TABLE "processes" DROP CONSTRAINT "processes_customer_check";--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_customer_check" CHECK ("processes"."definition" in ('CONTACT_REQUEST', 'APPOINTMENT_REQUEST', 'ONBOARDING') or ("processes"."customer_id" is not null and "processes"."started_by" is not null));--> statement-breakpoint
ALTER TABLE "process_transitions" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "onboarding_applications" ADD COLUMN "process_id" uuid;--> statement-breakpoint
-- Every application already there becomes an ONBOARDING process of the engine, in its state, and its
-- history becomes the process's transitions (in their order), each step under the task it completes.
UPDATE "onboarding_applications" SET "process_id" = gen_random_uuid();--> statement-breakpoint
INSERT INTO "processes" ("id", "definition", "customer_id", "started_by", "state", "variables", "created_at", "updated_at")
  SELECT "process_id", 'ONBOARDING', NULL, NULL, "state", jsonb_build_object('reference', "reference"), "created_at", "updated_at"
  FROM "onboarding_applications";--> statement-breakpoint
INSERT INTO "process_transitions" ("process_id", "task", "outcome", "actor", "from_state", "to_state", "detail", "at")
  SELECT a."process_id",
    CASE
      WHEN h."event" = 'START' THEN NULL
      WHEN h."event" IN ('SAVE_IDENTITY', 'ADD_DOCUMENT', 'VERIFY_CONTACT', 'SUBMIT') THEN 'FILL_APPLICATION'
      WHEN h."event" = 'RECEIVE_DOCUMENTS' OR h."from_state" = 'SUBMITTED' THEN 'CHECK_DOCUMENTS'
      WHEN h."event" = 'START_REVIEW' OR h."from_state" = 'DOCUMENTS_RECEIVED' THEN 'REVIEW'
      ELSE 'DECIDE'
    END,
    h."event",
    CASE WHEN h."actor" = 'BANK' THEN 'BANK' ELSE 'CUSTOMER' END,
    h."from_state", h."to_state", h."detail", h."created_at"
  FROM "onboarding_history" h JOIN "onboarding_applications" a ON a."id" = h."application_id"
  ORDER BY h."id";--> statement-breakpoint
ALTER TABLE "onboarding_applications" ALTER COLUMN "process_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_applications" ADD CONSTRAINT "onboarding_applications_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_applications" ADD CONSTRAINT "onboarding_applications_processId_unique" UNIQUE("process_id");--> statement-breakpoint
ALTER TABLE "onboarding_applications" DROP COLUMN "state";--> statement-breakpoint
DROP TABLE "onboarding_history" CASCADE;
