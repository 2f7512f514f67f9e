/** The product's name, shown in the top bars, the login title and the document title. */
export const PRODUCT_NAME = "Verdant ESG";
