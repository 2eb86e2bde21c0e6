import { THEME_ATTRIBUTE, THEME_CHOICE_KEY, type ThemeChoice } from "@/lib/theme-choice";

function storedChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_CHOICE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function apply(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
  try {
    if (choice === "system") localStorage.removeItem(THEME_CHOICE_KEY);
    else localStorage.setItem(THEME_CHOICE_KEY, choice);
  } catch {
    // Storage refused: the choice holds on this page, and the next one follows the system again.
  }
}

/**
 * The footer's "Tema: Sistema / Claro / Escuro". The page's head already applied the stored choice before the
 * first paint (src/lib/theme-choice.ts); here the control shows it and changes it.
 */
export function enableThemeChoice(): void {
  const options = document.querySelectorAll<HTMLInputElement>("input[data-theme-choice]");
  const current = storedChoice();
  for (const option of options) {
    option.checked = option.value === current;
    option.addEventListener("change", () => {
      if (option.checked) apply(option.value as ThemeChoice);
    });
  }
}
