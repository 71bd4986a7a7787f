/** The five elements' production and control cycles (五行生克), by Chinese element name. */
const PRODUCES: Readonly<Record<string, string>> = {
  木: '火',
  火: '土',
  土: '金',
  金: '水',
  水: '木',
};
const CONTROLS: Readonly<Record<string, string>> = {
  木: '土',
  土: '水',
  水: '火',
  火: '金',
  金: '木',
};

export function elementProduces(from: string, to: string): boolean {
  return PRODUCES[from] === to;
}

export function elementControls(from: string, to: string): boolean {
  return CONTROLS[from] === to;
}
