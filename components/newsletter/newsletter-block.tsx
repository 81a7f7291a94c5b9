import { NewsletterFields, newsletterFormClassName } from "./newsletter-fields";
import { NewsletterFormSlot } from "./newsletter-form-slot";

export function NewsletterBlock() {
  return (
    <section aria-labelledby="newsletter-title" className="border-t bg-secondary/60 px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Stay Updated with the Latest Insights
        </h2>
        <p className="text-muted-foreground">
          One email every two weeks: new articles, hook formulas and prompts that work. No spam, unsubscribe any time.
        </p>
        <NewsletterFormSlot
          placeholder={
            <form noValidate aria-busy="true" className={newsletterFormClassName}>
              <NewsletterFields inputId="newsletter-email" email="" ready={false} submitting={false} />
            </form>
          }
        />
      </div>
    </section>
  );
}
