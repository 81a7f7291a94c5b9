import { createRoot } from "react-dom/client";

import "../../components/extension.css";

import { Popup } from "../../components/popup";

createRoot(document.getElementById("root") as HTMLElement).render(<Popup />);
