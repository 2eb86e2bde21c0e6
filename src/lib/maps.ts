/** Google Maps URLs built from an address; they work without any API key or script. */
export function mapsSearchHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function mapsDirectionsHref(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The embed loaded behind the privacy facade, at the zoom the spec fixes (15). */
export function mapsEmbedSrc(query: string, zoom = 15): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${zoom}&output=embed`;
}
