import CSDL2

/// The system mouse cursor over our windows (hidden in kiosk mode until a real mouse moves).
public enum Cursor {
    public static var isVisible: Bool {
        get { SDL_ShowCursor(SDL_QUERY) == SDL_ENABLE }
        set { SDL_ShowCursor(newValue ? SDL_ENABLE : SDL_DISABLE) }
    }
}
