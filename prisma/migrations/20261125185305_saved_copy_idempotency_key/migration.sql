-- AlterTable
ALTER TABLE "saved_copies" ADD COLUMN     "idempotency_key" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "saved_copies_user_id_idempotency_key_key" ON "saved_copies"("user_id", "idempotency_key");
