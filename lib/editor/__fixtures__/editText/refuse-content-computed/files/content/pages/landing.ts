import { trial } from "../../lib/config/plans";

export const faqs = [
  {
    question: "How does the free trial work?",
    answer: `The trial lasts ${trial.days} days.`,
  },
  {
    question: "Can I cancel any time?",
    answer: "Yes.",
  },
];
