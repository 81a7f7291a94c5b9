-- CreateTable
CREATE TABLE "onboarding_tasks" (
    "user_id" TEXT NOT NULL,
    "task" TEXT NOT NULL,
    "completed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "onboarding_tasks_pkey" PRIMARY KEY ("user_id","task")
);

-- CreateTable
CREATE TABLE "onboarding_surveys" (
    "user_id" TEXT NOT NULL,
    "goal" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "hours_per_week" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "onboarding_surveys_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "onboarding_surveys" ADD CONSTRAINT "onboarding_surveys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
