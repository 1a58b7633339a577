CREATE TABLE "app_versions" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"comment" text,
	"package_size" bigint,
	"package_md5" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_versions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"guid_user" uuid,
	"username" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_guid" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"name" text,
	"subject" text,
	"body" text,
	"action" text DEFAULT 'manual' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"extra" text,
	"guid_company" uuid,
	"guid_device" uuid,
	"guid_user" uuid,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"edited" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_parent" uuid,
	"name" text DEFAULT '' NOT NULL,
	"cost_center" text,
	"street" text,
	"postcode" text,
	"city" text,
	"contact_person" text,
	"phonenumber" text,
	"email" text,
	"advisory_id" text,
	"template_id" uuid,
	"comment" text,
	"tags" text DEFAULT '[]' NOT NULL,
	"import_key" text,
	"is_mother" smallint DEFAULT 0 NOT NULL,
	"typ" smallint DEFAULT 0 NOT NULL,
	"device_secret_required" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"stage_name" text,
	"device_state" text DEFAULT 'NEW' NOT NULL,
	"is_service" smallint DEFAULT 0 NOT NULL,
	"screen_number" text,
	"orientation" text DEFAULT 'horizontal' NOT NULL,
	"android_id" text,
	"remote_address" text,
	"client_version_string" text,
	"set_client_version" text,
	"max_duration" integer,
	"display" text,
	"display_ser" text,
	"stele" text,
	"player_typ" text,
	"player_mac" text,
	"player_ser" text,
	"netip" text,
	"netsub" text,
	"netgateway" text,
	"proxy" text,
	"dns1" text,
	"dns2" text,
	"input_type" text,
	"img_background" text DEFAULT 'none' NOT NULL,
	"guid_company" uuid,
	"guid_parent" uuid,
	"guid_playlist" uuid,
	"disk_usage_current" bigint,
	"disk_usage_max" bigint,
	"last_heartbeat" timestamp with time zone,
	"last_etag" text,
	"secret_hash" text,
	"is_archived" smallint DEFAULT 0 NOT NULL,
	"json_monitor" text DEFAULT '{"vis":true,"x":0,"y":0,"w":84,"h":128}' NOT NULL,
	"tags" text DEFAULT '[]' NOT NULL,
	"comment" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"edited" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"user_guid" uuid,
	"language" text DEFAULT 'de' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"local_file_name" text NOT NULL,
	"guid_playlist" uuid,
	"company_guid" uuid,
	"size" bigint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"mime" text,
	"md5" text,
	"media_info" text DEFAULT '{}' NOT NULL,
	"convert_status" text DEFAULT 'done' NOT NULL,
	"convert_status_message" text,
	"web_file_name" text,
	"thumb_file_name" text,
	"ui_unique_id" text,
	"active" smallint DEFAULT 1 NOT NULL,
	"tags" text DEFAULT '[]' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_mails" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'wartet' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"guid_user" uuid,
	"guid_company" uuid,
	"guid_device" uuid,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid" uuid NOT NULL,
	"guid_playlist" uuid NOT NULL,
	"order_nr" integer DEFAULT 100 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"title" text,
	"category" text,
	"local_file_name" text,
	"local_absolute_file_name" text,
	"type" text NOT NULL,
	"mime" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 10 NOT NULL,
	"md5" text,
	"config" text,
	"thumb" text,
	"active" smallint DEFAULT 1 NOT NULL,
	"active_from" timestamp with time zone,
	"active_till" timestamp with time zone,
	"read_only" smallint DEFAULT 0 NOT NULL,
	"from_play_list" uuid,
	"linked_playlist" uuid,
	"guid_media" uuid,
	"tags" text DEFAULT '[]' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_items_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_company" uuid,
	"name" text DEFAULT '' NOT NULL,
	"comment" text,
	"channel" smallint DEFAULT 0 NOT NULL,
	"max_length" integer DEFAULT 0 NOT NULL,
	"orientation" text DEFAULT 'horizontal' NOT NULL,
	"cloned_from" uuid,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rights" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_right" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"comment" text,
	"guid_parent" text DEFAULT 'DEFAULT_ALL' NOT NULL,
	CONSTRAINT "rights_guid_right_unique" UNIQUE("guid_right")
);
--> statement-breakpoint
CREATE TABLE "role_rights" (
	"guid_role" uuid NOT NULL,
	"guid_right" uuid NOT NULL,
	"allowed" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "role_rights_guid_role_guid_right_pk" PRIMARY KEY("guid_role","guid_right")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_parent" uuid,
	"name" text DEFAULT '' NOT NULL,
	"comment" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"guid_user" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"name" text PRIMARY KEY NOT NULL,
	"data" text DEFAULT '{}' NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_files" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_template" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_parent" uuid,
	"name" text DEFAULT '' NOT NULL,
	"comment" text,
	"config" text DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_parent" uuid,
	"guid_role" uuid NOT NULL,
	"username" text NOT NULL,
	"forename" text,
	"lastname" text,
	"email" text,
	"phonenumber" text,
	"password_hash" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_guid_device_devices_guid_fk" FOREIGN KEY ("guid_device") REFERENCES "public"."devices"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_guid_user_users_guid_fk" FOREIGN KEY ("guid_user") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_guid_parent_companies_guid_fk" FOREIGN KEY ("guid_parent") REFERENCES "public"."companies"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_guid_playlist_playlists_guid_fk" FOREIGN KEY ("guid_playlist") REFERENCES "public"."playlists"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_company_guid_companies_guid_fk" FOREIGN KEY ("company_guid") REFERENCES "public"."companies"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_guid_user_users_guid_fk" FOREIGN KEY ("guid_user") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_guid_device_devices_guid_fk" FOREIGN KEY ("guid_device") REFERENCES "public"."devices"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_guid_playlist_playlists_guid_fk" FOREIGN KEY ("guid_playlist") REFERENCES "public"."playlists"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_linked_playlist_playlists_guid_fk" FOREIGN KEY ("linked_playlist") REFERENCES "public"."playlists"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_rights" ADD CONSTRAINT "role_rights_guid_role_roles_guid_fk" FOREIGN KEY ("guid_role") REFERENCES "public"."roles"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_rights" ADD CONSTRAINT "role_rights_guid_right_rights_guid_fk" FOREIGN KEY ("guid_right") REFERENCES "public"."rights"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_guid_parent_companies_guid_fk" FOREIGN KEY ("guid_parent") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_guid_user_users_guid_fk" FOREIGN KEY ("guid_user") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_files" ADD CONSTRAINT "template_files_guid_template_templates_guid_fk" FOREIGN KEY ("guid_template") REFERENCES "public"."templates"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_guid_parent_companies_guid_fk" FOREIGN KEY ("guid_parent") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guid_parent_companies_guid_fk" FOREIGN KEY ("guid_parent") REFERENCES "public"."companies"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guid_role_roles_guid_fk" FOREIGN KEY ("guid_role") REFERENCES "public"."roles"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_guid");--> statement-breakpoint
CREATE INDEX "comments_company_idx" ON "comments" USING btree ("guid_company","created");--> statement-breakpoint
CREATE INDEX "comments_device_idx" ON "comments" USING btree ("guid_device","created");--> statement-breakpoint
CREATE INDEX "companies_parent_idx" ON "companies" USING btree ("guid_parent","name");--> statement-breakpoint
CREATE INDEX "companies_mother_idx" ON "companies" USING btree ("is_mother","name");--> statement-breakpoint
CREATE INDEX "companies_cost_center_idx" ON "companies" USING btree ("cost_center");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_import_key_idx" ON "companies" USING btree ("guid_parent","import_key");--> statement-breakpoint
CREATE INDEX "devices_company_idx" ON "devices" USING btree ("guid_company");--> statement-breakpoint
CREATE INDEX "devices_parent_idx" ON "devices" USING btree ("guid_parent");--> statement-breakpoint
CREATE INDEX "devices_playlist_idx" ON "devices" USING btree ("guid_playlist");--> statement-breakpoint
CREATE INDEX "devices_state_idx" ON "devices" USING btree ("device_state","last_heartbeat");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created");--> statement-breakpoint
CREATE INDEX "media_company_idx" ON "media" USING btree ("company_guid","created");--> statement-breakpoint
CREATE INDEX "media_playlist_idx" ON "media" USING btree ("guid_playlist");--> statement-breakpoint
CREATE INDEX "media_name_idx" ON "media" USING btree ("name");--> statement-breakpoint
CREATE INDEX "outgoing_mails_status_idx" ON "outgoing_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "playlist_items_playlist_idx" ON "playlist_items" USING btree ("guid_playlist","order_nr");--> statement-breakpoint
CREATE INDEX "playlist_items_linked_idx" ON "playlist_items" USING btree ("linked_playlist");--> statement-breakpoint
CREATE INDEX "playlist_items_media_idx" ON "playlist_items" USING btree ("guid_media");--> statement-breakpoint
CREATE INDEX "playlists_company_idx" ON "playlists" USING btree ("guid_company");--> statement-breakpoint
CREATE INDEX "playlists_channel_idx" ON "playlists" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "roles_parent_idx" ON "roles" USING btree ("guid_parent");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("guid_user");--> statement-breakpoint
CREATE UNIQUE INDEX "template_files_name_idx" ON "template_files" USING btree ("guid_template","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("guid_parent");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("guid_role");