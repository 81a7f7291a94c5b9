-- AlterTable
-- The first answer is kept as the text that was sent: jsonb reordered its keys. Records made before keep their
-- answer as jsonb's text of it (the same JSON, the only bytes left of it) until they expire.
ALTER TABLE "idempotency_records" ADD COLUMN     "answer" TEXT;

UPDATE "idempotency_records" SET "answer" = "body"::text WHERE "body" IS NOT NULL;

ALTER TABLE "idempotency_records" DROP COLUMN "body";
