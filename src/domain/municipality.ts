/** A municipality served (seeded from the law packs). */

export interface Municipality {
  id: string;
  name: string;
  uf: string;
  ibge: string;
}
