import { useEffect, useState, type FormEvent } from "react";

import { replyTones, toneLabels, type ExtensionAccount, type ReplyTone } from "../../lib/extension/constants";
import { personaSchema, type Persona } from "../../lib/extension/schema";
import { languages } from "../../lib/generator/options";
import { emptyPersona, readDefaultTone, readPersona, saveDefaultTone, savePersona } from "../shared/storage";

type Errors = Partial<Record<keyof Persona, string>>;

/** Who is replying: sent with every request, kept in this browser only. */
export function PersonaSection({ suggested }: { suggested: ExtensionAccount["persona"] | null }) {
  const [persona, setPersona] = useState<Persona>(emptyPersona);
  const [tone, setTone] = useState<ReplyTone>("neutral");
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    void Promise.all([readPersona(), readDefaultTone()]).then(([stored, storedTone]) => {
      if (stored) setPersona(stored);
      setTone(storedTone);
    });
  }, []);

  const edit = (field: keyof Persona) => (event: { target: { value: string } }) => {
    setSaved(false);
    setPersona((current) => ({ ...current, [field]: event.target.value }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = personaSchema.safeParse(persona);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])) as Errors);
      return;
    }
    setErrors({});
    await Promise.all([savePersona(parsed.data), saveDefaultTone(tone)]);
    setPersona(parsed.data);
    setSaved(true);
  }

  const field = (name: keyof Persona) => ({
    id: `persona-${name}`,
    value: persona[name],
    onChange: edit(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `persona-${name}-error` : undefined,
  });
  const error = (name: keyof Persona) =>
    errors[name] && (
      <p className="field-error" id={`persona-${name}-error`}>
        {errors[name]}
      </p>
    );

  return (
    <section aria-labelledby="persona-heading">
      <h2 id="persona-heading">Persona</h2>
      <p className="muted">Replies are written as this person. Leave a field empty to let Hookline decide.</p>
      {suggested && (
        <button
          type="button"
          className="button secondary"
          onClick={() => setPersona({ ...emptyPersona, ...suggested })}
        >
          Start from my Hookline profile
        </button>
      )}
      <form onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor="persona-name">Name</label>
        <input {...field("name")} autoComplete="name" />
        {error("name")}
        <label htmlFor="persona-role">Role</label>
        <input {...field("role")} placeholder="Founder of a coffee gear shop" />
        {error("role")}
        <label htmlFor="persona-style">Writing style</label>
        <textarea {...field("style")} placeholder="Short, warm, a little dry. No hashtags." />
        {error("style")}
        <label htmlFor="persona-tone">Default tone</label>
        <select
          id="persona-tone"
          value={tone}
          onChange={(event) => {
            setSaved(false);
            setTone(event.target.value as ReplyTone);
          }}
        >
          {replyTones.map((value) => (
            <option key={value} value={value}>
              {toneLabels[value]}
            </option>
          ))}
        </select>
        <label htmlFor="persona-language">Language</label>
        <select {...field("language")}>
          <option value="">The language of the post</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
        {error("language")}
        <div className="row">
          <button type="submit" className="button">
            Save persona
          </button>
          {saved && (
            <span role="status" className="muted">
              Saved.
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
