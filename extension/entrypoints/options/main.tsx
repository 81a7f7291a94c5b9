import { createRoot } from "react-dom/client";

import "../../components/extension.css";

import { Options } from "../../components/options";

createRoot(document.getElementById("root") as HTMLElement).render(<Options />);
