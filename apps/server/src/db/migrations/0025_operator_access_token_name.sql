-- The operator access log names the personal access token a request came with (its name at that time: the entry
-- keeps it after the token is revoked). Older entries have none.
ALTER TABLE "operator_access_log" ADD COLUMN "token_name" text;
