/**
 * The shape every dashboard figure takes (issue 28): a named table of columns and rows. The admin's FigureTable
 * renders it as a <table>, a chart draws some of its columns, and the CSV endpoint writes it — so a chart, its
 * table and its download always hold the same numbers. Pure data, no React.
 */
import type { FigureKind } from './format'

export interface FigureColumn {
  label: string
  kind: FigureKind
}

/** A cell: text, a number (yen, count, share 0–1…) or null for "no figure" (「—」 on screen, empty in CSV). */
export type FigureCell = string | number | null

export interface FigureTableData {
  /** The table's name in its CSV URL (`table=daily`): lowercase letters, digits and hyphens. */
  name: string
  /** The caption (and the chart's title), Japanese. */
  title: string
  columns: FigureColumn[]
  /** One row per category; the first cell is the row's heading (<th scope="row">). */
  rows: FigureCell[][]
  /** An optional sentence under the caption: how the figures are counted. */
  note?: string
}

/** A dashboard's loaded figures: its tables by name, plus what the view shows above them. */
export interface DashboardData {
  tables: FigureTableData[]
}

export const tableNamed = (data: DashboardData, name: string): FigureTableData | undefined =>
  data.tables.find((t) => t.name === name)
