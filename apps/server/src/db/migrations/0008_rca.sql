CREATE TABLE "analysis_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"fallback_generated" boolean DEFAULT false NOT NULL,
	"ai_confidence_score" double precision,
	"error" text,
	"result" jsonb,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "analysis_runs_status_check" CHECK (status in ('processing','completed','failed'))
);
--> statement-breakpoint
ALTER TABLE "analysis_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "corrective_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"recommendation_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"action_type" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"responsible_person" text NOT NULL,
	"target_completion_date" date NOT NULL,
	"verification_method" text NOT NULL,
	"assignee_user_id" uuid,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"verification_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrective_actions_status_check" CHECK (status in ('PLANNED','IN_PROGRESS','COMPLETED')),
	CONSTRAINT "corrective_actions_type_check" CHECK (action_type in ('IMMEDIATE','SHORT_TERM','LONG_TERM','SYSTEM_IMPROVEMENT'))
);
--> statement-breakpoint
ALTER TABLE "corrective_actions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK (status in ('queued','running','done','failed'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"rec_key" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"implementation_timeframe" text NOT NULL,
	"responsible_role" text NOT NULL,
	"ai_confidence_score" double precision NOT NULL,
	"control_level" text NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"admin_only_reason" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_status_check" CHECK (status in ('PENDING','APPROVED','REJECTED')),
	CONSTRAINT "recommendations_control_level_check" CHECK (control_level in ('elimination','substitution','isolation','engineering','administrative','ppe'))
);
--> statement-breakpoint
ALTER TABLE "recommendations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "analysis_status" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "ai_confidence_score" double precision;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_run_id_analysis_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."analysis_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_runs_tenant_incident_idx" ON "analysis_runs" USING btree ("tenant_id","incident_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_runs_one_processing_key" ON "analysis_runs" USING btree ("tenant_id","incident_id") WHERE status = 'processing';--> statement-breakpoint
CREATE INDEX "corrective_actions_tenant_incident_idx" ON "corrective_actions" USING btree ("tenant_id","incident_id","status");--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("run_after") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_lease_idx" ON "jobs" USING btree ("locked_until") WHERE status = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_active_key" ON "jobs" USING btree ("kind","ref_id") WHERE status in ('queued','running');--> statement-breakpoint
CREATE INDEX "recommendations_tenant_incident_idx" ON "recommendations" USING btree ("tenant_id","incident_id","status");--> statement-breakpoint
CREATE INDEX "recommendations_tenant_run_idx" ON "recommendations" USING btree ("tenant_id","run_id","position");--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_analysis_status_check" CHECK (analysis_status in ('not_started','processing','completed','failed','fallback_generated'));--> statement-breakpoint
CREATE POLICY "analysis_runs_tenant_isolation" ON "analysis_runs" AS PERMISSIVE FOR ALL TO "vigil_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "corrective_actions_tenant_isolation" ON "corrective_actions" AS PERMISSIVE FOR ALL TO "vigil_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "jobs_worker_or_tenant" ON "jobs" AS PERMISSIVE FOR ALL TO "vigil_app" USING (nullif(current_setting('app.tenant_id', true), '') is null or tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (nullif(current_setting('app.tenant_id', true), '') is null or tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "recommendations_tenant_isolation" ON "recommendations" AS PERMISSIVE FOR ALL TO "vigil_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- FORCE makes the policies apply to the tables' owner too (DESIGN section 6), as migration 0002 does.
ALTER TABLE analysis_runs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE recommendations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE corrective_actions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE jobs FORCE ROW LEVEL SECURITY;
