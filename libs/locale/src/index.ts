// The product's one locale (day-month-year, 24-hour, naira) for every project: the domain and the API's texts, the
// design system's pickers and formatters, both apps. A dependency-free util, so both libs/domain and libs/ui may import it.
export * from './locale';
