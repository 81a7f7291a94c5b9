-- CreateEnum
CREATE TYPE "campaign_status" AS ENUM ('draft', 'house_ready', 'approved', 'running', 'done', 'failed');

-- CreateEnum
CREATE TYPE "campaign_asset_status" AS ENUM ('pending', 'running', 'done', 'failed');

-- CreateTable
CREATE TABLE "campaigns" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "brief" JSONB NOT NULL,
    "status" "campaign_status" NOT NULL DEFAULT 'draft',
    "message_house" JSONB,
    "cadence" JSONB NOT NULL DEFAULT '{}',
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "campaign_assets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "campaign_id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "pillar" INTEGER NOT NULL,
    "key_messages" INTEGER[],
    "text" TEXT NOT NULL DEFAULT '',
    "locked" BOOLEAN NOT NULL DEFAULT false,
    "call_to_action" TEXT,
    "status" "campaign_asset_status" NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "revision" INTEGER NOT NULL DEFAULT 0,
    "charged_revision" INTEGER,
    "charged_source" TEXT,
    "charged_month" TEXT,
    "writer" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "campaign_assets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "campaigns_user_id_created_at_idx" ON "campaigns"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "campaign_assets_campaign_id_channel_slot_key" ON "campaign_assets"("campaign_id", "channel", "slot");

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_assets" ADD CONSTRAINT "campaign_assets_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "job_workers" (
    "id" TEXT NOT NULL,
    "worker_ids" TEXT[],
    "last_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_workers_pkey" PRIMARY KEY ("id")
);
