CREATE TABLE "operator_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"guid_operator" uuid NOT NULL,
	"guid_user" uuid,
	"username" text NOT NULL,
	"via" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"guid_operator" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_consents" (
	"guid_company" uuid NOT NULL,
	"guid_operator" uuid NOT NULL,
	"shares" boolean NOT NULL,
	"start_day" date NOT NULL,
	"named" boolean NOT NULL,
	"locations_decide" boolean DEFAULT false NOT NULL,
	"changed_by" text,
	"changed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_consents_guid_operator_guid_company_pk" PRIMARY KEY("guid_operator","guid_company")
);
--> statement-breakpoint
CREATE TABLE "operator_tokens" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_user" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used" timestamp with time zone,
	CONSTRAINT "operator_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_users" (
	"guid_user" uuid PRIMARY KEY NOT NULL,
	"guid_operator" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_codes" ADD CONSTRAINT "operator_codes_guid_operator_operators_guid_fk" FOREIGN KEY ("guid_operator") REFERENCES "public"."operators"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_consents" ADD CONSTRAINT "operator_consents_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_consents" ADD CONSTRAINT "operator_consents_guid_operator_operators_guid_fk" FOREIGN KEY ("guid_operator") REFERENCES "public"."operators"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_tokens" ADD CONSTRAINT "operator_tokens_guid_user_users_guid_fk" FOREIGN KEY ("guid_user") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_users" ADD CONSTRAINT "operator_users_guid_user_users_guid_fk" FOREIGN KEY ("guid_user") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_users" ADD CONSTRAINT "operator_users_guid_operator_operators_guid_fk" FOREIGN KEY ("guid_operator") REFERENCES "public"."operators"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_access_log_operator_idx" ON "operator_access_log" USING btree ("guid_operator","at");--> statement-breakpoint
CREATE INDEX "operator_codes_operator_idx" ON "operator_codes" USING btree ("guid_operator");--> statement-breakpoint
CREATE INDEX "operator_consents_company_idx" ON "operator_consents" USING btree ("guid_company");--> statement-breakpoint
CREATE INDEX "operator_tokens_user_idx" ON "operator_tokens" USING btree ("guid_user");--> statement-breakpoint
CREATE INDEX "operator_users_operator_idx" ON "operator_users" USING btree ("guid_operator");--> statement-breakpoint
-- The operator portal's rights on databases that exist already (a fresh database gets them from the catalogue seed;
-- an empty one stays empty, so a backup can still be restored into it): the seeded Administrator role manages operators
-- and consents, the seeded Netzwerk-Administrator role its network's consents.
INSERT INTO "rights" ("guid", "guid_right", "name", "group_name", "comment")
SELECT gen_random_uuid(), r.name, r.name, r.grp, r.comment
FROM (VALUES
	('RIGHT_COMP_VISIBLE_OPERATORS', 'COMPONENT', 'Benutzer darf Veranstalter verwalten'),
	('RIGHT_COMP_OPERATOR_CONSENT', 'COMPONENT', 'Benutzer darf Nachweise für Veranstalter freigeben'),
	('RIGHT_OPERATOR_PORTAL', 'OPERATOR', 'Veranstalter: darf die Nachweise der eigenen Angebote sehen'),
	('RIGHT_OPERATOR_ADMIN', 'OPERATOR', 'Veranstalter: darf die Zugriffe der eigenen Benutzer sehen')
) AS r(name, grp, comment)
WHERE EXISTS (SELECT 1 FROM "rights")
ON CONFLICT ("guid_right") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_rights" ("guid_role", "guid_right", "allowed")
SELECT r."guid", ri."guid", 1 FROM "roles" r, "rights" ri
WHERE r."name" = 'Administrator' AND r."guid_parent" IS NULL
	AND ri."guid_right" IN ('RIGHT_COMP_VISIBLE_OPERATORS', 'RIGHT_COMP_OPERATOR_CONSENT')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_rights" ("guid_role", "guid_right", "allowed")
SELECT r."guid", ri."guid", 1 FROM "roles" r, "rights" ri
WHERE r."name" = 'Netzwerk-Administrator' AND r."guid_parent" IS NULL AND ri."guid_right" = 'RIGHT_COMP_OPERATOR_CONSENT'
ON CONFLICT DO NOTHING;
