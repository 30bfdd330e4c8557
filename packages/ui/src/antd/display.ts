/**
 * antd components that present data (tabs, steps, descriptions, statistics, progress, pagers): loaded by the
 * screens that show them. One shared singleton, like the core module (`@trellis/ui/antd`).
 */
export { Descriptions, Pagination, Progress, Statistic, Steps, Tabs } from 'antd';
