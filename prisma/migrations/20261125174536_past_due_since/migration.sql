-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "past_due_since" TIMESTAMPTZ(3);
