import { breakpoints, mq } from "./breakpoints";
import { colors } from "./colors";
import { radii } from "./radii";
import { shadows } from "./shadows";
import { layout, space } from "./spacing";
import { fontSizes, fonts, lineHeights } from "./typography";

export const theme = { colors, fonts, fontSizes, lineHeights, space, layout, radii, shadows, breakpoints, mq } as const;

export type Theme = typeof theme;
