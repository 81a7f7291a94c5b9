-- AlterTable
ALTER TABLE "saved_copies" ADD COLUMN     "title" TEXT;
