/**
 * antd components that present data (tabs, steps, descriptions, statistics, progress, pagers, tables): loaded by the
 * screens that show them. One shared singleton, like the core module (`@trellis/ui/antd`).
 */
export { Descriptions, Pagination, Progress, Statistic, Steps, Table, Tabs } from 'antd';
export type { TableColumnsType } from 'antd';
