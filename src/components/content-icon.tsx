import {
  BookOpen, Calendar, Camera, Clock, Cross, Bird, Flame, Globe, HandHeart, Heart, House, Map,
  MessageCircle, Music, Phone, Smile, Star, Target, Users, Wrench, type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/types/generated/content";

/** Editors pick icons by Portuguese name in the schema; this maps each name to its drawing. */
const iconsByName = {
  coracao: Heart,
  pessoas: Users,
  alvo: Target,
  livro: BookOpen,
  calendario: Calendar,
  maos: HandHeart,
  musica: Music,
  camera: Camera,
  casa: House,
  estrela: Star,
  cruz: Cross,
  pomba: Bird,
  mapa: Map,
  telefone: Phone,
  relogio: Clock,
  globo: Globe,
  ferramenta: Wrench,
  sorriso: Smile,
  chama: Flame,
  mensagem: MessageCircle,
} satisfies Record<IconName, LucideIcon>;

export function ContentIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Icon = iconsByName[name];
  return <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
