// A fixed corpus of briefs for the copy's property suite and `npm run bench:copy`: every content type and platform,
// Basic and Advanced mode, long product names, pasted drafts, offers with prices, in four languages. It is built
// from eight products by fixed rules, so the same corpus comes out on every run.
import type { GeneratorForm } from "../../lib/generator/schema";

type Product = {
  language: "English" | "Spanish" | "French" | "German";
  name: string;
  longName: string;
  description: string;
  topic: string;
  points: string[];
  draft: string;
  audience: string;
  challenges: string[];
  features: string[];
  benefits: string[];
  usps: string[];
  outline: string[];
  keywords: string;
};

const products: Product[] = [
  {
    language: "English",
    name: "Brewly",
    longName: "Brewly Smart Burr Grinder for Home Espresso",
    description: "A smart grinder that weighs every dose for home baristas. $9 a month, 30-day free trial.",
    topic: "Dialling in espresso at home",
    points: ["Weighs every dose to 0.1 g", "Remembers each bean's grind setting", "30-day free trial"],
    draft:
      "Most home baristas waste a third of their beans dialling in. I did too, for years. The fix was not a better machine but a grinder that weighs every dose and remembers the setting for each bag. Since switching, my first shot of a new bag is drinkable, and by the third it is dialled in. Brewly does exactly that, and it costs $9 a month after a 30-day free trial. If you pull shots at home, try it for a month and count the beans you save.",
    audience: "Home baristas aged 25–45",
    challenges: ["Wasting beans while dialling in", "Inconsistent shots every morning"],
    features: ["Built-in scale", "Grind memory per bean"],
    benefits: ["Dial in a new bag in three shots", "Same shot every morning"],
    usps: ["30-day free trial, then $9 a month"],
    outline: ["Why dialling in wastes beans", "Weigh every dose", "Keep a setting per bag"],
    keywords: "espresso grinder, home espresso",
  },
  {
    language: "English",
    name: "Ledgerly",
    longName: "Ledgerly Bookkeeping and Invoicing for Independent Freelancers",
    description: "Bookkeeping that files receipts from your inbox for freelancers. 20% off the first year.",
    topic: "Bookkeeping without the Sunday-night dread",
    points: [
      "Receipts filed from your inbox",
      "Quarterly tax estimate",
      "Invoices paid by card",
      "20% off the first year",
    ],
    draft:
      "Every freelancer I know dreads the end of the quarter. Receipts live in three inboxes, invoices in a spreadsheet, and the tax estimate is a guess. Ledgerly reads your inbox, files each receipt against the right client and keeps a running tax estimate. When the quarter ends, the numbers are already there. New accounts get 20% off the first year. Sign up this week and close your next quarter in an afternoon.",
    audience: "Freelance designers and developers",
    challenges: ["Receipts scattered across inboxes", "Guessing the quarterly tax bill"],
    features: ["Inbox receipt capture", "Running tax estimate"],
    benefits: ["Close a quarter in an afternoon", "Never miss a deductible receipt"],
    usps: ["20% off the first year"],
    outline: ["Where receipts get lost", "A running tax estimate", "Closing the quarter"],
    keywords: "freelance bookkeeping, receipt tracking",
  },
  {
    language: "Spanish",
    name: "Huertia",
    longName: "Huertia Kit de Huerto Urbano Inteligente para Balcones",
    description: "Un kit de huerto con riego automático para balcones pequeños. 19 € al mes, envío gratis.",
    topic: "Cultivar tomates en un balcón",
    points: ["Riego automático cada mañana", "Sensores de humedad en cada maceta", "Envío gratis"],
    draft:
      "Cultivar en un balcón parece fácil hasta que llega agosto. Las plantas se secan en un fin de semana y las macetas se encharcan en septiembre. Huertia riega cada mañana según la humedad de cada maceta, y te avisa cuando algo falla. El primer verano con el kit saqué tres kilos de tomates de un balcón de dos metros. Cuesta 19 € al mes con envío gratis. Pide el tuyo antes de la primavera y planta este año.",
    audience: "Personas que viven en pisos con balcón",
    challenges: ["Plantas secas en vacaciones", "No saber cuánto regar"],
    features: ["Riego automático", "Sensores de humedad"],
    benefits: ["Cosecha en un balcón pequeño", "Vacaciones sin plantas secas"],
    usps: ["Envío gratis a toda España"],
    outline: ["Qué plantas caben en un balcón", "Riego sin esfuerzo", "La primera cosecha"],
    keywords: "huerto urbano, riego automático",
  },
  {
    language: "Spanish",
    name: "Clasea",
    longName: "Clasea Plataforma de Clases de Idiomas en Línea para Empresas",
    description: "Clases de inglés en línea para equipos de empresa. Primera clase gratis.",
    topic: "Inglés para equipos que viajan",
    points: ["Profesores nativos", "Horarios flexibles", "Primera clase gratis"],
    draft:
      "Los equipos que viajan necesitan inglés práctico, no gramática de libro. Clasea da clases en línea con profesores nativos en el horario de cada equipo. Cada clase se basa en reuniones y correos reales del equipo. Después de tres meses, las reuniones en inglés se hacen sin miedo. La primera clase es gratis para toda la empresa. Reserva una clase de prueba y compruébalo con tu equipo.",
    audience: "Directores de recursos humanos",
    challenges: ["Reuniones en inglés con miedo", "Cursos que nadie termina"],
    features: ["Profesores nativos", "Clases con material real"],
    benefits: ["Reuniones sin miedo", "Progreso medible cada mes"],
    usps: ["Primera clase gratis para toda la empresa"],
    outline: ["Por qué fallan los cursos", "Clases con casos reales", "Medir el progreso"],
    keywords: "clases de inglés para empresas, inglés en línea",
  },
  {
    language: "French",
    name: "Vélocité",
    longName: "Vélocité Abonnement de Vélos Électriques pour Citadins",
    description: "Un vélo électrique livré et entretenu chez vous. 49 € par mois, premier mois offert.",
    topic: "Aller au travail à vélo électrique",
    points: ["Entretien compris", "Livraison en 48 heures", "Premier mois offert"],
    draft:
      "Aller au travail en voiture en ville coûte cher et prend du temps. Un vélo électrique change tout, mais l'achat et l'entretien font peur. Vélocité livre un vélo électrique chez vous en 48 heures et s'occupe de l'entretien. Vous payez 49 € par mois, sans engagement, et le premier mois est offert. Après un mois, la plupart de nos abonnés ne reprennent plus la voiture. Réservez votre vélo aujourd'hui et essayez un mois.",
    audience: "Citadins qui vont au travail en voiture",
    challenges: ["Embouteillages chaque matin", "Entretien d'un vélo compliqué"],
    features: ["Entretien compris", "Livraison en 48 heures"],
    benefits: ["Arriver à l'heure sans stress", "Économiser sur l'essence"],
    usps: ["Premier mois offert, sans engagement"],
    outline: ["Le coût caché de la voiture", "Un vélo sans souci", "Le premier mois"],
    keywords: "vélo électrique, abonnement vélo",
  },
  {
    language: "French",
    name: "Fromagio",
    longName: "Fromagio Box Mensuelle de Fromages Fermiers Affinés",
    description: "Une box de fromages fermiers livrée chaque mois. 29 € la box, livraison gratuite.",
    topic: "Découvrir les fromages fermiers",
    points: ["Quatre fromages par box", "Producteurs fermiers", "Livraison gratuite"],
    draft:
      "Les fromages de supermarché se ressemblent tous. Les fromages fermiers, eux, changent avec les saisons et les producteurs. Chaque mois, Fromagio choisit quatre fromages chez des producteurs fermiers et vous les livre avec leur histoire. La box coûte 29 € et la livraison est gratuite. Vous découvrez un terroir par mois sans quitter votre table. Abonnez-vous avant la fin du mois pour recevoir la box d'automne.",
    audience: "Amateurs de fromage en ville",
    challenges: ["Fromages industriels sans goût", "Pas de fromager près de chez soi"],
    features: ["Quatre fromages par box", "Fiches des producteurs"],
    benefits: ["Un terroir par mois", "Des fromages de saison"],
    usps: ["Livraison gratuite"],
    outline: ["Pourquoi le fermier change tout", "Choisir selon la saison", "Déguster chez soi"],
    keywords: "box fromage, fromages fermiers",
  },
  {
    language: "German",
    name: "Schlafgut",
    longName: "Schlafgut Intelligente Schlafmaske mit Sanftem Lichtwecker",
    description: "Eine Schlafmaske, die dich mit Licht sanft weckt. 79 € einmalig, 100 Nächte Probe.",
    topic: "Besser aufwachen im Winter",
    points: ["Sanftes Licht statt Wecker", "Schlafdaten in der App", "100 Nächte Probe"],
    draft:
      "Im Winter ist es beim Aufstehen noch dunkel, und der Wecker reißt uns aus dem Tiefschlaf. Schlafgut weckt dich stattdessen mit Licht, das langsam heller wird. So wachst du in einer leichten Schlafphase auf und fühlst dich wacher. Die Maske kostet einmalig 79 € und du kannst sie 100 Nächte testen. Wer sie einmal benutzt hat, stellt den Wecker nicht mehr. Bestell sie heute und teste sie 100 Nächte lang.",
    audience: "Berufstätige, die früh aufstehen",
    challenges: ["Dunkle Wintermorgen", "Müde trotz acht Stunden Schlaf"],
    features: ["Lichtwecker", "Schlaf-App"],
    benefits: ["Wacher aufwachen", "Ruhiger Start in den Tag"],
    usps: ["100 Nächte Probe"],
    outline: ["Warum Wecker stressen", "Licht als Wecker", "Die ersten zwei Wochen"],
    keywords: "Lichtwecker, Schlafmaske",
  },
  {
    language: "German",
    name: "Kassenwart",
    longName: "Kassenwart Vereinsverwaltung und Mitgliedsbeiträge für Sportvereine",
    description: "Vereinssoftware, die Mitgliedsbeiträge automatisch einzieht. 30 Tage kostenlos testen.",
    topic: "Mitgliedsbeiträge ohne Zettelwirtschaft",
    points: ["Beiträge per Lastschrift", "Mitgliederliste immer aktuell", "30 Tage kostenlos"],
    draft:
      "In vielen Vereinen verbringt der Kassenwart jeden Monat einen Abend mit Beiträgen. Listen werden abgeglichen, Lastschriften von Hand angelegt und Mahnungen geschrieben. Kassenwart zieht die Beiträge automatisch ein und hält die Mitgliederliste aktuell. Mahnungen gehen von selbst raus, freundlich formuliert. Du kannst alles 30 Tage kostenlos testen. Melde deinen Verein heute an und gewinne deine Abende zurück.",
    audience: "Vorstände kleiner Sportvereine",
    challenges: ["Beiträge von Hand einziehen", "Veraltete Mitgliederlisten"],
    features: ["Automatische Lastschrift", "Mahnungen per E-Mail"],
    benefits: ["Abende zurückgewinnen", "Keine offenen Beiträge"],
    usps: ["30 Tage kostenlos testen"],
    outline: ["Der Abend des Kassenwarts", "Beiträge automatisch", "Mahnungen ohne Ärger"],
    keywords: "Vereinssoftware, Mitgliedsbeiträge",
  },
];

type Target = Pick<GeneratorForm, "contentType" | "platform" | "emailType" | "scriptType" | "duration">;

const targets: Target[] = [
  { contentType: "ads", platform: "facebook" },
  { contentType: "ads", platform: "google" },
  { contentType: "social", platform: "linkedin" },
  { contentType: "social", platform: "instagram" },
  { contentType: "social", platform: "threads" },
  { contentType: "social", platform: "x" },
  { contentType: "social", platform: "custom" },
  ...(["promotional", "newsletter", "welcome", "follow-up", "cold-outreach", "announcement"] as const).map(
    (emailType) => ({ contentType: "email" as const, emailType }),
  ),
  { contentType: "scripts", scriptType: "short-form", duration: 30 },
  { contentType: "scripts", scriptType: "youtube", duration: 120 },
  { contentType: "scripts", scriptType: "video-ad", duration: 15 },
  { contentType: "scripts", scriptType: "explainer", duration: 60 },
  { contentType: "blog", platform: "outline" },
  { contentType: "blog", platform: "intro" },
  { contentType: "blog", platform: "conclusion" },
  { contentType: "seo" },
];

export type CorpusBrief = {
  /** "Brewly · social/x · Advanced · draft", for failure messages and the bench's table. */
  name: string;
  form: GeneratorForm;
  advanced: boolean;
  draft: boolean;
  longName: boolean;
  /** The key points written into the brief's list fields, as written: what the score must hold the copy to. */
  points: string[];
};

function briefFor(product: Product, target: Target, productIndex: number, targetIndex: number): CorpusBrief {
  const index = productIndex * targets.length + targetIndex;
  const advanced = index % 2 === 1;
  const longName = (productIndex + targetIndex) % 3 === 0;
  const draft = target.contentType === "social" && index % 4 < 2;
  // Some posts come from a topic alone: the writer has nothing to say about it but a placeholder for the user's take.
  const topicOnly = target.contentType === "social" && index % 4 === 2;
  const name = longName ? product.longName : product.name;
  const lines = (list: readonly string[]) => list.join("\n");
  const form: GeneratorForm = {
    ...target,
    language: product.language,
    abTesting: true,
    useEmojis: index % 5 === 0,
    seoOptimized: index % 7 === 0,
  };
  switch (target.contentType) {
    case "ads":
      Object.assign(form, { headline: name, description: product.description });
      break;
    case "social":
      Object.assign(form, {
        topic: product.topic,
        content: draft ? product.draft : topicOnly ? "" : lines(product.points),
        // Half of the drafts for X allow a thread.
        thread: draft && target.platform === "x" && productIndex % 2 === 1,
        customPlatform: target.platform === "custom" ? "Mastodon" : "",
      });
      break;
    case "email":
      Object.assign(form, { body: lines(product.points) });
      break;
    case "scripts":
      Object.assign(form, { topic: product.topic, title: "" });
      break;
    case "blog":
      Object.assign(form, {
        title: product.topic,
        topic: product.keywords.split(",")[0],
        outline: lines(product.outline),
      });
      break;
    case "seo":
      Object.assign(form, { title: name, description: product.description, topic: product.keywords });
      break;
  }
  if (advanced)
    Object.assign(form, {
      demographics: product.audience,
      challenges: lines(product.challenges),
      features: lines(product.features),
      benefits: lines(product.benefits),
      usps: lines(product.usps),
      toneStyle: ["Friendly", "Professional", "Bold", "Empathetic"][index % 4],
    });
  const listed = [
    ...(target.contentType === "social" && !draft && !topicOnly ? product.points : []),
    ...(target.contentType === "email" ? product.points : []),
    ...(target.contentType === "blog" ? product.outline : []),
    ...(advanced ? [...product.challenges, ...product.features, ...product.benefits, ...product.usps] : []),
  ];
  const label = [target.contentType, target.platform ?? target.emailType ?? target.scriptType]
    .filter(Boolean)
    .join("/");
  return {
    name: `${name} · ${label} · ${advanced ? "Advanced" : "Basic"}${draft ? " · draft" : ""}${form.thread ? " · thread" : ""}`,
    form,
    advanced,
    draft,
    longName,
    points: listed,
  };
}

/** Every product written for every target: 8 × 21 = 168 briefs. */
export const copyCorpus: CorpusBrief[] = products.flatMap((product, productIndex) =>
  targets.map((target, targetIndex) => briefFor(product, target, productIndex, targetIndex)),
);
