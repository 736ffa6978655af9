import { fireEvent, render, screen } from "@testing-library/react";
import { PaymentChoice } from "./PaymentChoice";

describe("PaymentChoice on the review step", () => {
  it("shows the card on file, chosen, with the way to use another", () => {
    const choose = jest.fn();
    render(<PaymentChoice view={{ card: { label: "Visa •••• 4242, expires 08/29" }, invoiced: false, required: false }} useAnotherCard={false} onUseAnotherCard={choose} />);
    expect(screen.getByRole("group", { name: "Payment" })).toHaveTextContent("Charged after the visit");
    expect(screen.getByRole("radio", { name: "Visa •••• 4242, expires 08/29" })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: /Use another card/ }));
    expect(choose).toHaveBeenCalledWith(true);
  });

  it("says in one line that a card is saved after review when one is needed, or that the company is invoiced", () => {
    const { rerender, container } = render(<PaymentChoice view={{ card: null, invoiced: false, required: true }} useAnotherCard={false} onUseAnotherCard={jest.fn()} />);
    expect(container).toHaveTextContent("After you book, you will save a card on a secure page; it is charged only after the visit.");
    expect(screen.queryByRole("radio")).toBeNull();
    rerender(<PaymentChoice view={{ card: null, invoiced: true, required: false }} useAnotherCard={false} onUseAnotherCard={jest.fn()} />);
    expect(container).toHaveTextContent("Your company is invoiced for this visit: no card needed.");
    rerender(<PaymentChoice view={{ card: null, invoiced: false, required: false }} useAnotherCard={false} onUseAnotherCard={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PaymentChoice view={undefined} useAnotherCard={false} onUseAnotherCard={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
