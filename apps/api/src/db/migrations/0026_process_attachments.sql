CREATE TABLE "process_attachments" (
	"process_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "process_attachments_process_id_kind_pk" PRIMARY KEY("process_id","kind")
);
--> statement-breakpoint
ALTER TABLE "process_attachments" ADD CONSTRAINT "process_attachments_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_attachments" ADD CONSTRAINT "process_attachments_attachment_id_request_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."request_attachments"("id") ON DELETE no action ON UPDATE no action;