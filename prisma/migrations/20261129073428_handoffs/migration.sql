-- CreateEnum
CREATE TYPE "asset_review_status" AS ENUM ('none', 'approved', 'changes_requested', 'changes_made');

-- CreateEnum
CREATE TYPE "review_verdict" AS ENUM ('approved', 'changes_requested');

-- CreateEnum
CREATE TYPE "scheduler_provider" AS ENUM ('postiz', 'typefully');

-- CreateEnum
CREATE TYPE "handoff_destination" AS ENUM ('buffer', 'postiz', 'typefully');

-- CreateEnum
CREATE TYPE "handoff_status" AS ENUM ('queued', 'sent', 'waiting', 'failed', 'exported', 'skipped');

-- AlterTable
ALTER TABLE "campaign_assets" ADD COLUMN     "review_status" "asset_review_status" NOT NULL DEFAULT 'none';

-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "review_required" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "review_links" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "campaign_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "asset_ids" UUID[],
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "asset_reviews" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "link_id" UUID NOT NULL,
    "asset_id" UUID NOT NULL,
    "verdict" "review_verdict" NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "reviewer_name" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "asset_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scheduler_connections" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" TEXT NOT NULL,
    "provider" "scheduler_provider" NOT NULL,
    "base_url" TEXT,
    "sealed_key" TEXT NOT NULL,
    "key_hint" TEXT NOT NULL,
    "social_set_id" TEXT,
    "social_set_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scheduler_connections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "handoffs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" TEXT NOT NULL,
    "campaign_id" UUID,
    "asset_id" UUID,
    "saved_copy_id" UUID,
    "destination" "handoff_destination" NOT NULL,
    "key" TEXT NOT NULL,
    "batch_key" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "post_at" TIMESTAMPTZ(3),
    "scheduled" BOOLEAN NOT NULL DEFAULT false,
    "status" "handoff_status" NOT NULL DEFAULT 'queued',
    "http_status" INTEGER,
    "message" TEXT,
    "remote_id" TEXT,
    "remote_url" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "retry_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "handoffs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "review_links_token_hash_key" ON "review_links"("token_hash");

-- CreateIndex
CREATE INDEX "review_links_campaign_id_created_at_idx" ON "review_links"("campaign_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "asset_reviews_asset_id_created_at_idx" ON "asset_reviews"("asset_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "scheduler_connections_user_id_provider_key" ON "scheduler_connections"("user_id", "provider");

-- CreateIndex
CREATE INDEX "handoffs_campaign_id_created_at_idx" ON "handoffs"("campaign_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "handoffs_batch_key_idx" ON "handoffs"("batch_key");

-- CreateIndex
CREATE UNIQUE INDEX "handoffs_user_id_key_key" ON "handoffs"("user_id", "key");

-- AddForeignKey
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asset_reviews" ADD CONSTRAINT "asset_reviews_link_id_fkey" FOREIGN KEY ("link_id") REFERENCES "review_links"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "asset_reviews" ADD CONSTRAINT "asset_reviews_asset_id_fkey" FOREIGN KEY ("asset_id") REFERENCES "campaign_assets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scheduler_connections" ADD CONSTRAINT "scheduler_connections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_asset_id_fkey" FOREIGN KEY ("asset_id") REFERENCES "campaign_assets"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_saved_copy_id_fkey" FOREIGN KEY ("saved_copy_id") REFERENCES "saved_copies"("id") ON DELETE SET NULL ON UPDATE CASCADE;
